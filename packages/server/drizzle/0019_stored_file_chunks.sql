-- Stored files in rows of 768 KiB (decision 0242): a 10 MB identity document written or read as one bytea value
-- was one 10 MB parameter or a 20 MB hex text result, and PGlite's engine memory grew to hold it and never shrank.
-- 768 KiB is a multiple of 3, so each row's base64 is a whole piece of the file's data URL.
CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL REFERENCES "stored_files"("key") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "stored_file_chunks_pk" PRIMARY KEY ("key", "seq")
);
--> statement-breakpoint
INSERT INTO "stored_file_chunks" ("key", "seq", "bytes")
SELECT f."key", n, substring(f."bytes" FROM n * 786432 + 1 FOR 786432)
FROM "stored_files" f, generate_series(0, greatest(length(f."bytes") - 1, 0) / 786432) AS n;
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "size" integer;
--> statement-breakpoint
UPDATE "stored_files" SET "size" = length("bytes");
--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "size" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "bytes";

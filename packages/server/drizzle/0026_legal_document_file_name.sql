-- The name the merchant's file had when uploaded, answered as the legal document's optional `file_name` so the
-- document slot can say which file it holds (issue 27, item 9); null for documents uploaded before, or a name not kept.
ALTER TABLE "legal_documents" ADD COLUMN "file_name" text;

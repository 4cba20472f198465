import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** The lines a one-page PDF of ours draws (pdf-writer's hex strings, WinAnsi), in drawing order: what a reader sees. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const operators = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  // WinAnsi is Latin-1 but for a few codes, of which ours use the euro sign's (0x80).
  return [...operators.matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1').replaceAll('\x80', '€'));
}

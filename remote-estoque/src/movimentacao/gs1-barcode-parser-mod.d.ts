/** The parser ships no types: what this area reads of it (README, "How to use it"). */
declare module 'gs1-barcode-parser-mod' {
  export interface ParsedCodeItem {
    ai: string;
    dataTitle: string;
    data: unknown;
    unit: string;
    raw: string;
    /** a date element's day as the code says it ('2027-05-31', a day 00 read as the month's last); '' otherwise */
    isoDate: string;
  }
  export function parseBarcode(code: string): { codeName: string; parsedCodeItems: ParsedCodeItem[] };
}

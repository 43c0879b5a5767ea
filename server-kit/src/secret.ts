import { createHash, timingSafeEqual } from 'node:crypto';

// equal-length digests, so the comparison takes the same time whatever was sent
const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Whether a header carries this shared secret (GATEWAY_KEY, PDF_SERVICE_KEY), compared in constant time. */
export const carriesSecret = (sent: unknown, secret: string): boolean => typeof sent === 'string' && timingSafeEqual(digest(sent), digest(secret));

import { parentPort } from 'node:worker_threads';
import { QuoteRequest } from '@kerb/domain/contracts/lenders';
import type { LenderWithProducts } from '@kerb/domain/lending/panel';
import { prepareLender } from '@kerb/domain/lending/prepared';
import { priceQuote } from '@kerb/domain/lending/quote';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { compress, COMPRESS_MIN_BYTES } from '../../plugins/encodings';
import { quoteAnswers } from './offers-writer';
import type { ToQuoteWorker } from './quote-workers';

// A quote worker thread (docs/decisions/019, third round): the same pure computation the main thread
// would do (lending/quote, then the answer's writer), over its own copy of the panel and of the partner
// configs the main thread sends it whenever they change. The request it gets was already parsed and
// validated on the main thread, so it parses it again only to have the object here.

let panel: readonly LenderWithProducts[] = [];
const partners = new Map<string, PartnerConfig>();
const port = parentPort!;

port.on('message', (message: ToQuoteWorker) => {
  switch (message.kind) {
    case 'panel':
      // Per-product constants are worked out once per panel, as the main thread does on a reload.
      for (const lender of message.lenders) prepareLender(lender);
      panel = message.lenders;
      return;
    case 'partner':
      partners.set(message.config.id, message.config);
      return;
    case 'quote': {
      const partner = partners.get(message.partnerId);
      try {
        if (!partner) throw new Error(`partner ${message.partnerId} was not sent`);
        const request = QuoteRequest.parse(JSON.parse(message.text));
        const { accepts } = message;
        const { json, deflated } = quoteAnswers.writeAnswer(priceQuote(panel, partner, request, { asOf: message.asOf }), undefined, { deflate: accepts.deflate, json: true, deflateFrom: COMPRESS_MIN_BYTES });
        // A copy of the writer's scratch bytes, handed over to the main thread without another copy; so is
        // the answer compressed as the client accepts: as it was written, or here rather than on the main
        // thread.
        const bytes = new Uint8Array(json!);
        if (json!.length < COMPRESS_MIN_BYTES || (deflated === undefined && accepts.encoding === null)) {
          port.postMessage({ id: message.id, bytes }, [bytes.buffer]);
          return;
        }
        const compressedAs = deflated !== undefined ? 'deflate' : accepts.encoding!;
        const compressed = new Uint8Array(deflated ?? compress(Buffer.from(bytes.buffer, 0, bytes.length), accepts.encoding!));
        port.postMessage({ id: message.id, bytes, compressed, compressedAs }, [bytes.buffer, compressed.buffer]);
      } catch (err) {
        port.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) });
      }
    }
  }
});

port.postMessage({ ready: true });

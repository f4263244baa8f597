import { describe, expect, it } from 'vitest';
import { EmbedOrigin, frameAncestors, mayEmbed } from './embedding';
import { PartnerConfig } from './config';
import { builtInPartnerConfig } from './samples';

// issue 35 §3 "Embedding only where a partner allows" (docs/decisions/067).
const SELF = 'https://kerb.example';

describe('embedding origins', () => {
  it('a partner\'s list, beside this server; a sample partner also pages on this machine; nobody else', () => {
    expect(frameAncestors({ embedOrigins: ['https://dealer.example'] })).toEqual(["'self'", 'https://dealer.example']);
    expect(frameAncestors({})).toEqual(["'self'"]);
    expect(frameAncestors(null)).toEqual(["'self'"]);
    expect(frameAncestors({ isSample: true })).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*']);
  });

  it('answers embed.js as the browser will: scheme, host, subdomains and port', () => {
    const partner = { embedOrigins: ['https://dealer.example', 'https://*.group.example', 'https://shop.example:8443'] };
    expect(mayEmbed(partner, 'https://dealer.example', SELF)).toBe(true);
    expect(mayEmbed(partner, 'https://dealer.example:443', SELF)).toBe(true);
    expect(mayEmbed(partner, 'http://dealer.example', SELF)).toBe(false);
    expect(mayEmbed(partner, 'https://www.dealer.example', SELF)).toBe(false);
    expect(mayEmbed(partner, 'https://north.group.example', SELF)).toBe(true);
    expect(mayEmbed(partner, 'https://group.example', SELF)).toBe(false);
    expect(mayEmbed(partner, 'https://shop.example:8443', SELF)).toBe(true);
    expect(mayEmbed(partner, 'https://shop.example', SELF)).toBe(false);
    expect(mayEmbed(partner, 'https://evil.example', SELF)).toBe(false);
    expect(mayEmbed(partner, 'not an origin', SELF)).toBe(false);
    expect(mayEmbed({}, SELF, SELF)).toBe(true);
    expect(mayEmbed({ isSample: true }, 'http://localhost:5173', SELF)).toBe(true);
    expect(mayEmbed({ isSample: true }, 'https://dealer.example', SELF)).toBe(false);
  });

  it('takes origins as CSP names them, and refuses paths, http sites and anything a header could not carry', () => {
    expect(EmbedOrigin.parse(' https://Dealer.Example ')).toBe('https://dealer.example');
    for (const good of ['https://*.dealer.example', 'https://dealer.example:8443', 'http://localhost:3000', 'http://127.0.0.1:*']) {
      expect(EmbedOrigin.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['http://dealer.example', 'https://dealer.example/', 'https://dealer.example/page', '*', 'https://dealer.example; script-src *', 'dealer.example', "'self'"]) {
      expect(EmbedOrigin.safeParse(bad).success, bad).toBe(false);
    }
    const demo = builtInPartnerConfig('demo');
    expect(PartnerConfig.safeParse({ ...demo, embedOrigins: ['https://a.example'] }).success).toBe(true);
    expect(PartnerConfig.safeParse({ ...demo, embedOrigins: ['https://a.example;x'] }).success).toBe(false);
  });
});

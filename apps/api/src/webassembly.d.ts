// Node.js has the WebAssembly global, but Node 20's type declarations leave it out (TypeScript declares it
// only in its DOM libraries). The part the API uses (services/lenders/offers-writer.ts), as the
// WebAssembly JavaScript interface defines it.
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
}

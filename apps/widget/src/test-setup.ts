import { configure } from '@testing-library/react';

// The whole suite runs its files in parallel: on a busy machine a screen can take more than the default
// second to settle. Waiting longer costs nothing when it settles sooner, and keeps the tests from failing
// on load alone.
configure({ asyncUtilTimeout: 5_000 });

// The borrower's schemas are a lazy chunk in the product (app/borrower-sync.ts). Loaded here once, the first
// save of a test finds them at once instead of waiting on the module's first transform, which fake timers
// and a test's end would otherwise outrun.
await import('@kerb/domain/contracts/borrower');

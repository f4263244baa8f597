import { configure } from '@testing-library/react';

// The whole suite runs its files in parallel: on a busy machine a screen can take more than the default
// second to settle. Waiting longer costs nothing when it settles sooner, and keeps the tests from failing
// on load alone.
configure({ asyncUtilTimeout: 5_000 });

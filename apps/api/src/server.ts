import { buildWidget } from './routes/widget/build';

// Kerb's entry point (serve.ts starts it). `npm start` passes --build-widget: unless its build is current
// (docs/decisions/066), the widget is built in a child process while Kerb loads and prepares its database,
// since on a first start each takes seconds (a new embedded database is created, and Kerb's own code is
// compiled for the first time) and issue 8 asks for Kerb up in under 10 seconds after `npm install`. So the build starts before anything else is loaded.
const widgetBuilt = process.argv.includes('--build-widget') ? buildWidget(process.env, { ifStale: true }) : Promise.resolve();
// Its failure is reported where it is awaited, not as an unhandled rejection while the database opens.
widgetBuilt.catch(() => undefined);
const { serve } = await import('./serve');
const { ConfigurationError } = await import('./env');
try {
  await serve(widgetBuilt);
} catch (err) {
  // spec 1 §5 startup checks: a refused start says which settings to fix, one a line, without a stack trace.
  if (!(err instanceof ConfigurationError)) throw err;
  console.error(`kerb: cannot start, fix these settings:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

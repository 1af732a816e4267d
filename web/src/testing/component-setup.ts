import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default. A component test's wait is for a render or a query of the device's
// database, which can take longer on a two-core machine running two test workers, Postgres and a server (a CI run
// failed on a dialog's "Paint added" at 1 s). A wait still returns as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5_000 });

// A failed query prints the DOM it searched, up to 7,000 characters by default: the whole header came first, and the
// tail of a CI log that reaches us lost the failure's own message. The message and the code frame matter more.
process.env.DEBUG_PRINT_LIMIT ??= '1500';

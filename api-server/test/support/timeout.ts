// Every API test starts a server on a freshly seeded database: seconds, not milliseconds.
jest.setTimeout(30_000);

// Every API test starts a server on a copy of the seeded content: seconds on a busy machine, not milliseconds.
jest.setTimeout(30_000);

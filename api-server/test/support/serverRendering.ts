// The server's build defines this (api-server/build.mjs); its tests run the sources, which read it at run time.
process.env.SERVER_RENDERING = 'true';

// The yardstick: a bare Node http server answering a fixed JSON body of a similar size.
import http from 'node:http';

const body = JSON.stringify({ code: '000', data: { hashCode: '0123456789abcdef', menu: Array.from({ length: 7 }, (_, i) => ({ id: `0${i}`, url: `/section-${i}`, title: `Section ${i}` })) } });
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));

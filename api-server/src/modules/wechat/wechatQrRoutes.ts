// The QR code of each campus's WeChat official account, as the header and footer show it (WeChat has
// no web profile page to link to): drawn from the campus settings' QR address, the one WeChat's
// official-account platform gives (or the account by its name). Its address names that target
// (shared-api's wechatQrAddress), so a browser keeps it until the setting changes.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { ERROR_CODES, type CampusCode } from '@schools/shared-api';
import { ApiError } from '../../platform/http/errors';
import { siteOf } from '../../platform/http/context';
import { answers, textBody } from '../../platform/http/schemas';

export interface WeChatQrDeps {
  /** the address the campus's QR code opens, as its settings have it now */
  qrTarget: (site: CampusCode) => string;
}

export async function wechatQrRoutes(app: FastifyInstance, { qrTarget }: WeChatQrDeps): Promise<void> {
  const drawn = new Map<string, Promise<string>>();
  const draw = (target: string) => {
    if (!drawn.has(target)) {
      if (drawn.size > 100) drawn.clear();
      drawn.set(target, QRCode.toString(target, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));
    }
    return drawn.get(target)!;
  };

  app.get('/wechat-qr.svg', {
    schema: {
      tags: ['user'], operationId: 'getWeChatQrCode', summary: "The QR code of the campus's WeChat official account (SVG)",
      querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 400, description: "the code's target, as the page's address names it" } } },
      response: answers({ 200: textBody('image/svg+xml', 'the QR code') }, 400, 404),
    },
  }, async (request, reply) => {
    const site = siteOf(request);
    const target = qrTarget(site);
    if (!target) throw new ApiError(404, ERROR_CODES.notFound, `${site} has no WeChat official account in its settings`);
    // The address of the current target never changes its picture; any other (an old page's) is checked again soon.
    reply.header('cache-control', (request.query as { v?: string }).v === target ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    return reply.type('image/svg+xml').send(await draw(target));
  });
}

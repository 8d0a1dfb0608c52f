/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { getApi } from '@schools/shared-api';
import { renderAcademics } from '../../test-support/render';

describe('academics pages a campus does not offer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('BBSZ has no curriculum: a polite page, none of its seven pages, and nothing asked of the API', async () => {
    const byMenu = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
    const { container } = renderAcademics('#/academics/curriculum?lang=cn', { campus: 'BBSZ', lang: 'zh' });
    expect(await screen.findByText('明光双语学校（深圳）暂不提供此页面的内容。')).toBeTruthy();
    expect(container.querySelectorAll('.ui-card')).toHaveLength(0);
    expect(byMenu.mock.calls.map(([p]) => p.menuId)).not.toContain('0401');
  });

  it('the WeChat sign-in page shows the QR page the server addressed for this post', async () => {
    jest.spyOn(getApi(), 'skipAppId').mockResolvedValue({ appId: '', enabled: true, prompt: '' });
    const qr = jest.spyOn(getApi(), 'wechatQrConnect').mockResolvedValue({ url: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&state=s' });
    const { container } = renderAcademics('#/academics/wechat_login?from=%2Facademics%2Fsenior_project%2Fblog_detail%3Fstudent%3D3%26id%3D7&lang=en', { campus: 'BIGZ' });
    await waitFor(() => expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://open.weixin.qq.com/connect/qrconnect?appid=wx1&state=s'));
    expect(qr).toHaveBeenCalledWith(`${window.location.pathname}#/academics/senior_project/blog_detail?student=3&id=7`);
    expect(container.querySelector('iframe')!.getAttribute('title')).toBe('WeChat sign-in QR code');
  });

  it('on a phone, explains how to sign in from a computer with the post\'s link, instead of asking to scan its own screen', async () => {
    jest.spyOn(getApi(), 'skipAppId').mockResolvedValue({ appId: '', enabled: true, prompt: '' });
    jest.spyOn(getApi(), 'wechatQrConnect').mockResolvedValue({ url: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&state=s' });
    const { container } = renderAcademics('#/academics/wechat_login?from=%2Facademics%2Fsenior_project%2Fblog_detail%3Fstudent%3D3%26id%3D7&lang=cn', { campus: 'BIGZ', lang: 'zh', width: 390 });
    expect(await screen.findByText('在电脑或平板上打开这篇文章：复制下方链接，发送给自己，例如发到微信“文件传输助手”。')).toBeTruthy();
    expect(screen.queryByText('扫描下方二维码，并在手机上确认登录。')).toBeNull();
    const link = screen.getByLabelText('本文链接') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}${window.location.pathname}#/academics/senior_project/blog_detail?student=3&id=7`);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await act(async () => screen.getByRole('button', { name: '复制链接' }).click());
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(screen.getByRole('status').textContent).toBe('链接已复制');
    // The code is still there for a second phone, folded away.
    expect(container.querySelector('details iframe')).not.toBeNull();
    expect(container.querySelector('details')!.open).toBe(false);
  });
});

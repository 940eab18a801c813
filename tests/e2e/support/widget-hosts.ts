// The widget journeys' other origins: a studio's site (the demo page's HTML served from another port
// under a CSP naming only that origin and ours) and a third origin that tries to talk to the widget.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Origin {
  url: string;
  close: () => Promise<void>;
}

function listen(handler: http.RequestListener): Promise<Origin> {
  const server = http.createServer(handler);
  return new Promise((resolve) => {
    // Port 0: a free port, so the journeys never clash with another server on the machine.
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The studio's site: /widget/demo's page (or ?widget=none without the loader), strict CSP. */
export function studioSite(widgetOrigin: string): Promise<Origin> {
  let self = '';
  const site = listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const upstream = await fetch(`${widgetOrigin}/widget/demo${url.search}`);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': [
        "default-src 'none'",
        `script-src ${self} ${widgetOrigin}`,
        `style-src ${self} ${widgetOrigin}`,
        `connect-src ${widgetOrigin}`,
        `frame-src ${widgetOrigin} http://127.0.0.1:*`,
        'img-src data:',
      ].join('; '),
    });
    response.end(await upstream.text());
  });
  return site.then((origin) => {
    self = origin.url;
    return origin;
  });
}

/**
 * A third origin's page that, framed by the studio's site, posts widget-shaped messages to its
 * parent: a fake booking and a fake resize. The site must ignore both.
 */
export function thirdOrigin(): Promise<Origin> {
  return listen((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>third</title><script>
      for (const message of [
        { ns: 'beautydesk', type: 'booked', appointmentId: 'forged', studioId: 'forged' },
        { ns: 'beautydesk', type: 'resize', height: 7 },
        { ns: 'beautydesk', type: 'ready', studioId: 'forged' },
      ]) parent.postMessage(message, '*');
      document.title = 'posted';
    </script>`);
  });
}

import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
const server = createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end('<html><body>hi</body></html>'); }).listen(4812);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4812/');
const client = await page.context().newCDPSession(page);
const before = await page.evaluate(async () => navigator.storage.estimate());
console.log('before', before);
await client.send('Storage.overrideQuotaForOrigin', { origin: 'http://127.0.0.1:4812', quotaSize: (before.usage ?? 0) + 200000 });
console.log('after override', await page.evaluate(async () => navigator.storage.estimate()));
const result = await page.evaluate(async () => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => { const r = indexedDB.open('t', 1); r.onupgradeneeded = () => r.result.createObjectStore('s'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const write = (size: number) => new Promise<string>((resolve) => { const t = db.transaction('s', 'readwrite'); t.objectStore('s').put(new Blob([new Uint8Array(size)]), 'k' + size); t.oncomplete = () => resolve('ok ' + size); t.onabort = () => resolve('abort ' + size + ' ' + (t.error?.name) + ' ' + t.error?.message); t.onerror = () => {}; });
  return [await write(1000), await write(1_000_000), await write(3_000_000)];
});
console.log(result);
await browser.close(); server.close();

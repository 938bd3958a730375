import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { imagesFingerprint, rehypeImages } from './rehype-images';

/** A 3×2 PNG: the signature, then an IHDR chunk giving the size (image-size reads no further). */
const png = (width: number, height: number) => {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
};

const root = mkdtempSync(path.join(tmpdir(), 'images-'));
mkdirSync(path.join(root, 'public/images/auth'), { recursive: true });
writeFileSync(path.join(root, 'public/images/auth/Flow.png'), png(640, 360));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILE = 'content/guides/auth/x.mdx';
async function render(markdown: string): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeImages, { root });
  return toHtml((await processor.run(processor.parse(markdown), new VFile({ path: FILE, value: markdown }))) as never);
}
async function failure(markdown: string): Promise<string> {
  try {
    await render(markdown);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('rendered: it should have failed');
}

describe('images', () => {
  it('gives an image its width and height from the file, and loads it lazily', async () => {
    const html = await render('Intro\n\n![The PKCE flow](/images/auth/Flow.png)');
    expect(html).toContain('<img src="/images/auth/Flow.png" alt="The PKCE flow" loading="lazy" decoding="async" width="640" height="360">');
  });

  it('fails a missing image with file and line', async () => {
    expect(await failure('Intro\n\n![Flow](/images/auth/missing.png)')).toBe(`${FILE}:3:1: the image "/images/auth/missing.png" does not exist: there is no public/images/auth/missing.png`);
  });

  it('fails an image written with other capitals than its file, which would 404 on the server', async () => {
    expect(await failure('![Flow](/images/auth/flow.png)')).toMatch(/^content\/guides\/auth\/x\.mdx:1:1: the image "\/images\/auth\/flow\.png" is written with other capitals than its file \(Flow\.png\)/);
    expect(await failure('![Flow](/images/Auth/Flow.png)')).toMatch(/other capitals than its file \(auth\)/);
  });

  it('fails an image outside /images/', async () => {
    expect(await failure('![Flow](/guides/flow.png)')).toMatch(/is not in \/images\/: put it in public\/images\//);
  });

  it('fails an <img> without alt text; alt="" marks it decorative', () => {
    const run = (properties: Record<string, string>) => rehypeImages({ root })({ type: 'root', children: [h('img', properties)] }, new VFile({ path: FILE }));
    expect(() => run({ src: '/images/auth/Flow.png' })).toThrow(/has no alt text: describe it, or write alt="" when it is only decoration/);
    expect(() => run({ src: '/images/auth/Flow.png', alt: '' })).not.toThrow();
  });

  it('changes the content cache key when an image changes', () => {
    const before = imagesFingerprint(root);
    writeFileSync(path.join(root, 'public/images/auth/Flow.png'), png(800, 360));
    expect(imagesFingerprint(root)).not.toBe(before);
  });
});

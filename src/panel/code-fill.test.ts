// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fillCodeBlock, replaceAcrossSegments } from './code-fill';

const values = { projectUrl: 'https://abc.plinth.co', anonKey: 'eyJ.key.sig' };

describe('replacing placeholders across highlighted tokens', () => {
  it('replaces placeholders inside one segment', () => {
    expect(
      replaceAcrossSegments(
        ["createClient('https://<project-ref>.plinth.co', '<anon-key>')"],
        [
          ['https://<project-ref>.plinth.co', 'U'],
          ['<anon-key>', 'K'],
        ],
      ),
    ).toEqual(["createClient('U', 'K')"]);
  });

  it('replaces a placeholder split over several segments, keeping segment boundaries', () => {
    const segments = ['URL=', 'https://<project', '-ref>', '.plinth.co', '\n', 'KEY=<anon-', 'key>'];
    const out = replaceAcrossSegments(segments, [
      ['https://<project-ref>.plinth.co', 'https://abc.plinth.co'],
      ['<anon-key>', 'eyJ'],
    ]);
    expect(out).toHaveLength(segments.length);
    expect(out.join('')).toBe('URL=https://abc.plinth.co\nKEY=eyJ');
    expect(out[0]).toBe('URL=');
    expect(out[1]).toBe('https://abc.plinth.co');
    expect(out[4]).toBe('\n');
  });

  it('leaves text without placeholders alone', () => {
    expect(replaceAcrossSegments(['a', 'b'], [['<anon-key>', 'K']])).toEqual(['a', 'b']);
  });
});

describe('filling a code block', () => {
  it('shows the values, then the placeholders again', () => {
    document.body.innerHTML = `<pre data-copy-source><code><span class="line"><span>const plinth = createClient('https://&lt;project-ref&gt;</span><span>.plinth.co', '&lt;anon-key&gt;')</span></span></code></pre>`;
    const pre = document.querySelector('pre')!;
    const original = pre.textContent;
    fillCodeBlock(pre, values);
    expect(pre.textContent).toBe("const plinth = createClient('https://abc.plinth.co', 'eyJ.key.sig')");
    fillCodeBlock(pre, { projectUrl: 'https://other.plinth.co', anonKey: 'k2' });
    expect(pre.textContent).toBe("const plinth = createClient('https://other.plinth.co', 'k2')");
    fillCodeBlock(pre, null);
    expect(pre.textContent).toBe(original);
  });
});

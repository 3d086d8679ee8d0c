// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prerenderInto } from './prerender-html';
import { startFrameMarkup } from './start-frame-markup';

const page = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');

describe('prerendering the start frame into index.html', () => {
  it('puts the frame inside #root and leaves the rest of the page as it was', () => {
    const frame = startFrameMarkup();
    const html = prerenderInto(page, frame);
    expect(html).toContain(`<div id="root">${frame}</div>`);
    expect(html.replace(frame, '')).toBe(page);
  });

  it('the frame is wordless, hidden from screen readers, and has nothing the policy refuses', () => {
    const frame = startFrameMarkup();
    const outer = /^<div( [^>]*)>/.exec(frame)?.[1] ?? '';
    expect(outer).toContain(' class="app-shell boot-frame"');
    expect(outer).toContain(' aria-hidden="true"');
    expect(frame).not.toMatch(/\sstyle=|<script|<style/);
    expect(frame.replace(/<[^>]*>/g, '').trim()).toBe('');
    // Something contentful (the search icon) paints with it: a first contentful paint.
    expect(frame).toContain('<svg');
  });

  it('refuses a style attribute, a script, a handler or words', () => {
    expect(() => prerenderInto(page, '<div style="color:red"></div>')).toThrow(/policy/);
    expect(() => prerenderInto(page, '<script src="/x.js"></script>')).toThrow(/policy/);
    expect(() => prerenderInto(page, '<img src="/a.svg" onerror="x()">')).toThrow(/policy/);
    expect(() => prerenderInto(page, '<p>Loading</p>')).toThrow(/wordless/);
  });

  it('refuses a page without exactly one empty #root', () => {
    expect(() => prerenderInto('<body></body>', '<i></i>')).toThrow(/root/);
    expect(() => prerenderInto(prerenderInto(page, '<i></i>'), '<i></i>')).toThrow(/root/);
  });
});

import { describe, expect, it } from 'vitest';
import { frameTheme } from './frame-theme';

const of = (values: Record<string, string>) => frameTheme((parameter) => values[parameter]);

describe('frameTheme', () => {
  it('keeps colours, lengths and font lists that fit their grammar', () => {
    expect(
      of({
        theme_primary: ' #0a7d5a ',
        theme_on_primary: 'white',
        theme_surface: 'rgb(20 20 20 / 90%)',
        theme_text: 'oklch(0.95 0.01 270)',
        theme_radius: '12px',
        theme_font_size: '1.125rem',
        theme_font: 'Georgia, "Times New Roman", serif',
      }),
    ).toEqual({
      theme_primary: '#0a7d5a',
      theme_on_primary: 'white',
      theme_surface: 'rgb(20 20 20 / 90%)',
      theme_text: 'oklch(0.95 0.01 270)',
      theme_radius: '12px',
      theme_font_size: '1.125rem',
      theme_font: 'Georgia, "Times New Roman", serif',
    });
  });

  it.each([
    ['theme_primary', 'red; } body { background: url(https://evil.example/x.png)'],
    ['theme_primary', 'url(https://evil.example/x.png)'],
    ['theme_primary', 'var(--x)'],
    ['theme_primary', '#0a7d5a</style><script>alert(1)</script>'],
    ['theme_surface', 'rgb(0 0 0) ; color: red'],
    ['theme_radius', '12px; position: fixed'],
    ['theme_radius', 'calc(100vw)'],
    ['theme_font', 'Georgia"; } * { display: none'],
    ['theme_font', '"unbalanced, serif'],
    ['theme_font', 'a\\\\62 c'],
  ])('drops %s = %s', (parameter, value) => {
    expect(of({ [parameter]: value })).toEqual({});
  });
});

import { cardText, ELLIPSIS, ellipsize, fitLines, textWidth } from './preview-text';

describe('cardText', () => {
  it('drops emoji, their joiners and modifiers, flags and invisible characters', () => {
    expect(cardText('🎉 Neon 👩🏽‍🎤 Nights 🇺🇸 ✨')).toBe('Neon Nights');
    expect(cardText('Keycap 1️⃣\u200b and\u0007 bell')).toBe('Keycap 1 and bell');
  });

  it('keeps letters of every script and collapses whitespace', () => {
    expect(cardText('  Café\n\tНочь  東京 ')).toBe('Café Ночь 東京');
  });

  it('is empty for a title of emoji only', () => {
    expect(cardText('🪩🪩🪩')).toBe('');
  });
});

describe('textWidth', () => {
  it("measures with Anton's advance widths and letter spacing", () => {
    // H 499 + E 412 + L 397 + L 397 + O 486 thousandths of an em.
    expect(textWidth('HELLO', 100)).toBeCloseTo(219.1);
    expect(textWidth('HELLO', 100, 2)).toBeCloseTo(229.1);
  });

  it('counts accented letters as their base letter and other scripts generously', () => {
    expect(textWidth('É', 100)).toBe(textWidth('E', 100));
    expect(textWidth('東', 100)).toBe(100);
    expect(textWidth('Ж', 100)).toBeGreaterThan(textWidth('W', 100));
  });
});

describe('ellipsize', () => {
  it('leaves text that fits', () => {
    expect(ellipsize('SHORT', 500, 40)).toBe('SHORT');
  });

  it('cuts at a word boundary with an ellipsis, within the width', () => {
    const cut = ellipsize('THE LONGEST NIGHT OF THE YEAR AT THE WAREHOUSE', 300, 40);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(cut).toBe('THE LONGEST…');
    expect(textWidth(cut, 40)).toBeLessThanOrEqual(300);
  });

  it('cuts inside a single long word', () => {
    const cut = ellipsize('A'.repeat(100), 200, 40);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(textWidth(cut, 40)).toBeLessThanOrEqual(200);
  });
});

describe('fitLines', () => {
  const options = { maxWidth: 600, fontSizes: [96, 72, 54], maxLines: 3 };

  it('keeps a short title on one line at the largest size', () => {
    expect(fitLines('NEON NIGHTS', options)).toEqual({ fontSize: 96, lines: ['NEON NIGHTS'] });
  });

  it('steps the size down until the title fits the lines', () => {
    const fitted = fitLines('CHROME HEARTS BALL: A NIGHT OF SILVER AND SYNTHS IN THE OLD DOCKS', options);
    expect(fitted.fontSize).toBeLessThan(96);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(600);
    expect(fitted.lines.join(' ')).toBe('CHROME HEARTS BALL: A NIGHT OF SILVER AND SYNTHS IN THE OLD DOCKS');
  });

  it('cuts what does not fit at the smallest size, ending the last line with an ellipsis', () => {
    const fitted = fitLines('WORD '.repeat(80).trim(), options);
    expect(fitted.fontSize).toBe(54);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines[2].endsWith(ELLIPSIS)).toBe(true);
    for (const line of fitted.lines) expect(textWidth(line, 54)).toBeLessThanOrEqual(600);
  });

  it('splits a word longer than a line', () => {
    const fitted = fitLines('X'.repeat(30), { maxWidth: 300, fontSizes: [60], maxLines: 3 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe('X'.repeat(30));
    for (const line of fitted.lines) expect(textWidth(line, 60)).toBeLessThanOrEqual(300);
  });
});

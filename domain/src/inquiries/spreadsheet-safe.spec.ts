import { spreadsheetSafe } from './spreadsheet-safe.js';

describe('spreadsheetSafe', () => {
  it.each(['=HYPERLINK("http://evil","x")', '+1 305 555 0142', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])(
    'neutralises %p with a leading apostrophe',
    (value) => {
      expect(spreadsheetSafe(value)).toBe(`'${value}`);
    },
  );

  it.each(['Maya Lights', 'maya@example.com', '2025-03-05', '', ' =1'])('leaves %p as it is', (value) => {
    expect(spreadsheetSafe(value)).toBe(value);
  });
});

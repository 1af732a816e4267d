import { describe, expect, it } from 'vitest';
import { paintsToCsv, parsePaintCsv } from './paint-csv';
import { languages } from '../../i18n/languages';
import { paintCsvColumnOf, paintCsvColumns, paintCsvHeaders } from '../../data/transfer/csv-headers';

// Issue 38: the paint CSV's headers in the painter's language on request, the spec's English by default, and an
// import that reads every language's.
const paints = [
  { name: 'Abaddon Black', brand: 'Citadel', type: 'Base', color: '#231F20', quantity: 2, range: null, catalogId: null },
  { name: 'Żółć "Pustynna", nr 2', brand: 'Vallejo', type: 'Model Color', color: '#D8B25A', quantity: 0, range: null, catalogId: null },
];

describe('paint CSV headers in every language', () => {
  it('exports the spec’s English columns by default', () => {
    expect(paintsToCsv(paints).split('\r\n')[0]).toBe('Name,Brand,Type,Color,Quantity,Range,Catalog ID');
  });

  it('exports in the painter’s language when asked, and every language’s file imports to the same paints', () => {
    expect(paintsToCsv(paints, 'de').split('\r\n')[0]).toBe('Name,Marke,Typ,Farbton,Anzahl,Reihe,Katalog-ID');
    expect(paintsToCsv(paints, 'pl').split('\r\n')[0]).toBe('Nazwa,Marka,Typ,Kolor,Ilość,Seria,ID katalogu');
    const english = parsePaintCsv(paintsToCsv(paints));
    expect(english.problems).toEqual([]);
    expect(english.paints.map((paint) => [paint.name, paint.brand, paint.color, paint.quantity])).toEqual(
      paints.map((paint) => [paint.name, paint.brand, paint.color, paint.quantity]),
    );
    for (const language of languages) expect(parsePaintCsv(paintsToCsv(paints, language)), language).toEqual(english);
  });

  it('never lets one language’s header name another column in another language, and reads headers in any case', () => {
    for (const language of languages)
      for (const column of paintCsvColumns)
        expect(paintCsvColumnOf(paintCsvHeaders[language][column]), `${language} ${column}`).toBe(column);
    expect(paintCsvColumnOf(' MARKE ')).toBe('Brand');
    expect(paintCsvColumnOf('Notes')).toBe('Notes');
    const lowerCase = parsePaintCsv('nom,marque,type,couleur,quantité\nAbaddon Black,Citadel,Base,#231F20,3');
    expect(lowerCase).toMatchObject({ problems: [], paints: [{ name: 'Abaddon Black', brand: 'Citadel', quantity: 3 }] });
  });
});

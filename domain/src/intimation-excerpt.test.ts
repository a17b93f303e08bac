import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, intimationExcerpt, intimationPlainText } from './intimation-excerpt';
import { proposeIntimationActions } from './proposals/propose';

const QUOTE = 'Manifeste-se a parte autora em réplica, no prazo de 15 (quinze) dias.';

describe('the worklist excerpt of an intimação', () => {
  it('reads HTML as plain words: tags out, block ends as spaces, entities decoded, whitespace collapsed', () => {
    const html = '<p>Intima&ccedil;&atilde;o&nbsp;de&nbsp;S&Atilde;O PAULO</p><br/><div>art.&#160;523, &sect;&nbsp;1&ordm; &amp; &#x2014; fim</div>';
    expect(intimationPlainText(html, 'html')).toBe('Intimação de SÃO PAULO art. 523, § 1º & — fim');
    expect(intimationPlainText('Linha 1\n\n  Linha   2', 'texto')).toBe('Linha 1 Linha 2');
    // A "texto" that carries tags anyway is read as HTML.
    expect(intimationPlainText('<b>Despacho</b> x', 'texto')).toBe('Despacho x');
    expect(intimationPlainText('<script>alert(1)</script>Texto', 'html')).toBe('Texto');
  });

  it('sets the quoted sentence apart, with the text before and after it', () => {
    const text = `<p>Vistos.</p><p>${QUOTE.replace('é', '&eacute;')}</p><p>Intimem-se.</p>`;
    expect(intimationExcerpt(text, 'html', QUOTE)).toEqual({ before: 'Vistos. ', highlight: QUOTE, after: ' Intimem-se.' });
  });

  it('finds the quote whatever its case and spacing', () => {
    const excerpt = intimationExcerpt('Vistos.  MANIFESTE-SE A PARTE AUTORA em réplica, no prazo de 15 (quinze) dias. Int.', 'texto', ` ${QUOTE} `);
    expect(excerpt.highlight).toBe('MANIFESTE-SE A PARTE AUTORA em réplica, no prazo de 15 (quinze) dias.');
    expect(excerpt.before).toBe('Vistos. ');
  });

  it('without a quote, or one not in the text, gives the first lines only, cut at a word', () => {
    const long = Array.from({ length: 100 }, (_, i) => `palavra${i}`).join(' ');
    for (const quote of [null, undefined, '', 'não está no texto']) {
      const excerpt = intimationExcerpt(long, 'texto', quote);
      expect(excerpt.highlight).toBeNull();
      expect(excerpt.after).toBe('');
      expect(excerpt.before.length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
      expect(excerpt.before.endsWith('…')).toBe(true);
      expect(long.startsWith(excerpt.before.slice(0, -1))).toBe(true);
    }
  });

  it('a sentence far into a long decision: the text start, an ellipsis, the sentence, a short tail', () => {
    const start = Array.from({ length: 200 }, (_, i) => `relatório${i}`).join(' ');
    const text = `${start}. ${QUOTE} ${'Cumpra-se. '.repeat(50)}`;
    const excerpt = intimationExcerpt(text, 'texto', QUOTE);
    expect(excerpt.highlight).toBe(QUOTE);
    expect(excerpt.before.startsWith('relatório0 relatório1')).toBe(true);
    expect(excerpt.before.endsWith('… ')).toBe(true);
    expect(excerpt.before.length + QUOTE.length + excerpt.after.length).toBeLessThanOrEqual(EXCERPT_CHARS + 2);
  });

  it('finds the quote of the office’s own proposal verbatim, in HTML with entities and a video link', () => {
    const text =
      '<p>Vistos.</p><p>Designo audi&ecirc;ncia de concilia&ccedil;&atilde;o para o dia 10/03/2027, &agrave;s 14h30, por videoconfer&ecirc;ncia ' +
      '(<a href="https://meet.tjsp.jus.br/sala-3">link</a>).</p><p>Manifeste-se a parte autora em r&eacute;plica, no prazo de 15 (quinze) dias.</p>';
    const [first] = proposeIntimationActions({ text, court: 'TJSP', clientSide: 'autor' });
    expect(first).toBeDefined();
    const excerpt = intimationExcerpt(text, 'html', first?.quote);
    expect(excerpt.highlight).toBe(first?.quote);
  });
});

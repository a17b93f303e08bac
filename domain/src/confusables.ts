/**
 * Letters of other scripts (and Latin variants) that read as a Latin letter, each with the lower-case letter it
 * reads as: pairs of "look-alike, letter". Taken from Unicode TR39's confusables.txt (Unicode 13.0.0,
 * https://www.unicode.org/Public/security/latest/confusables.txt): its entries from the Latin, Greek, Cyrillic,
 * Armenian, Cherokee, Coptic and Lisu scripts whose skeleton is one ASCII letter. Left out: forms that NFKC
 * already folds (full-width, mathematical letters), accented forms (their accent is dropped, then the base letter
 * is folded), and look-alikes of two letters (ӕ, ꜳ). TR39 reads capital I as l; the name key ignores case, so a
 * look-alike of capital I (Greek Ι, Cyrillic І) folds to i.
 *
 * A focused table rather than the whole file: the npm libraries that carry it all (unhomoglyph: ~100 kB of data,
 * last updated for Unicode 13) would ship in the SPA too, where this code is bundled. Folding rather than refusing names that mix scripts: a name written wholly in Cyrillic letters that look
 * Latin ("Нора") mixes nothing and would still pass for "Hopa".
 */
const LOOK_ALIKES =
  // Latin
  'ıiƄbƍgƖiƦrƽsǀlɑaɡgɣyɩiɪiɯwʋuʏyᴄcᴏoᴑoᴜuᴠvᴡwᴢzᶃgᶌyẝfỿyꜱsꞘfꞙfꞟuꞲjꞳxꞴbꬲeꬵfꬽoꭇrꭈrꭎuꭒuꭚy' +
  // Greek
  'ͿjΑaΒbΕeΖzΗhΙiΚkΜmΝnΟoΡpΤtΥyΧxαaγyιiνvοoρpσoυuϜfϲcϳjϹcϺmᴦr' +
  // Cyrillic
  'ЅsІiЈjАaВbЕeКkМmНhОoРpСcТtУyХxЬbаaгrеeоoрpсcуyхxѕsіiјjѡwѴvѵvҮyүyһhҽeӀiӏiԁdԌgԛqԜwԝwꙇi' +
  // Armenian
  'ՍuՏsՕoաwգqզqհhոnռnսuցgքfօo' +
  // Cherokee
  'ᎠdᎡrᎢtᎥiᎩyᎪaᎫjᎬeᎳwᎷmᎻhᎽyᏀgᏂhᏃzᏏbᏒrᏔwᏕsᏙvᏚsᏞlᏟcᏢpᏦkᏧdᏳgᏴbꭵiꮁrꮃwꮓzꮩvꮪsꮯc' +
  // Coptic
  'ⲅrⲎhⲒiⲔkⲘmⲚnⲞoⲟoⲢpⲣpⲤcⲥcⲦtⲨyⲬxⳐl' +
  // Lisu
  'ꓐbꓑpꓒdꓓdꓔtꓖgꓗkꓙjꓚcꓜzꓝfꓟmꓠnꓡlꓢsꓣrꓦvꓧhꓪwꓫxꓬyꓮaꓰeꓲlꓳoꓴu';

/** Look-alike → the Latin letter it reads as. */
const LATIN_READING = new Map((LOOK_ALIKES.match(/../g) ?? []).map((pair) => [pair.charAt(0), pair.charAt(1)]));

const LOOK_ALIKE = new RegExp(`[${[...LATIN_READING.keys()].join('')}]`, 'g');

/** `text` with every look-alike of a Latin letter replaced by that letter (lower-case); the rest is kept as is. */
export function foldConfusables(text: string): string {
  return text.replace(LOOK_ALIKE, (c) => LATIN_READING.get(c) ?? c);
}

import { describe, expect, it } from 'vitest';
import { SITE_CONTACT_CONSENT } from '@office/domain';
import { checkContact, contactForm, isCrossSitePost, parseContactBody } from './contact';

const good = {
  name: 'Maria das Dores Souza',
  email: 'Maria.Souza@Exemplo.com.br',
  phone: '(11) 98765-4321',
  subject: 'Direito de Família',
  message: 'Preciso de orientação sobre guarda compartilhada.',
  consent: 'sim',
};
const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the contact form’s checks', () => {
  it('accepts a good contact, the e-mail in lower case and the phone in E.164', () => {
    const checked = checkContact(parseContactBody(body(good)).fields);
    expect(checked).toEqual({
      values: {
        name: 'Maria das Dores Souza',
        email: 'maria.souza@exemplo.com.br',
        phone: '+5511987654321',
        subject: 'Direito de Família',
        message: 'Preciso de orientação sobre guarda compartilhada.',
        consent: 'sim',
      },
    });
  });

  it('takes the phone as optional', () => {
    const checked = checkContact(parseContactBody(body({ ...good, phone: '' })).fields);
    expect('values' in checked && checked.values.phone).toBeNull();
  });

  it('names each bad field in pt-BR', () => {
    const checked = checkContact(parseContactBody(body({ name: 'M', email: 'maria@', phone: 'abc', subject: '', message: 'oi' })).fields);
    expect(checked).toEqual({
      errors: {
        name: 'Informe seu nome',
        email: 'Informe um e-mail válido, ex.: nome@exemplo.com.br',
        phone: 'Telefone inválido: use só números, ex.: (11) 98765-4321',
        subject: 'Escolha o assunto',
        message: 'Escreva sua mensagem (pelo menos 10 caracteres)',
        consent: 'Para enviar, marque a autorização de uso dos dados',
      },
    });
  });

  it('refuses an unticked consent, a consent with another value and a message too long', () => {
    expect(checkContact({ ...good, consent: undefined })).toEqual({ errors: { consent: 'Para enviar, marque a autorização de uso dos dados' } });
    expect(checkContact({ ...good, consent: 'on' })).toEqual({ errors: { consent: 'Para enviar, marque a autorização de uso dos dados' } });
    expect(checkContact({ ...good, message: 'x'.repeat(3001) })).toMatchObject({ errors: { message: expect.any(String) as string } });
  });

  it('refuses invisible characters in the name and a phone that is not Brazilian', () => {
    expect(checkContact({ ...good, name: 'Maria\u200b Souza' })).toMatchObject({ errors: { name: expect.stringContaining('invisíveis') as string } });
    expect(checkContact({ ...good, phone: '123' })).toEqual({ errors: { phone: 'Telefone inválido: use DDD e número, ex.: (11) 98765-4321' } });
  });

  it('sees the honeypot filled in, and reads only the form’s own fields (no prototype keys, first value of each)', () => {
    expect(parseContactBody(body({ ...good, website: '' })).honeypot).toBe(false);
    expect(parseContactBody(body({ ...good, website: 'http://spam.example' })).honeypot).toBe(true);
    const posted = parseContactBody(`${body(good)}&name=Outra&__proto__[x]=1&constructor=y&admin=true`);
    expect(posted.fields.name).toBe(good.name);
    expect(Object.keys(posted.fields).sort()).toEqual(['consent', 'email', 'message', 'name', 'phone', 'subject']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('the contact form’s HTML', () => {
  it('starts with the consent unticked, shows its exact words and links the privacy notice', () => {
    const html = contactForm(['Direito de Família']);
    expect(html).toContain('<form class="contact" method="post" action="/escritorio/contato">');
    expect(html).toMatch(/<input id="contato-consent" name="consent" type="checkbox" value="sim" required>/);
    expect(html).toContain('<a href="/privacidade">Aviso de privacidade</a>');
    expect(html.replace(/<[^>]+>/g, '')).toContain(SITE_CONTACT_CONSENT);
    expect(html).toContain('<option value="Direito de Família">Direito de Família</option><option value="Outro assunto">Outro assunto</option>');
    expect(html).toContain('<div class="hp">');
    expect(html).not.toContain('role="alert"');
  });

  it('draws a refused form with what was typed, escaped, and each reason tied to its field', () => {
    const html = contactForm(['Direito de Família'], {
      values: { name: '<b>Maria</b>', email: 'x"@y', subject: 'Direito de Família', message: 'a</textarea><script>', consent: 'sim' },
      errors: { email: 'Informe um e-mail válido' },
    });
    expect(html).toContain('value="&lt;b&gt;Maria&lt;/b&gt;"');
    expect(html).toContain('value="x&quot;@y"');
    expect(html).toContain('a&lt;/textarea&gt;&lt;script&gt;</textarea>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('aria-invalid="true" aria-describedby="contato-email-erro"');
    expect(html).toContain('<p class="field-error" id="contato-email-erro">Informe um e-mail válido</p>');
    expect(html).toContain('<li><a href="#contato-email">E-mail: Informe um e-mail válido</a></li>');
    expect(html).toContain('<option value="Direito de Família" selected>');
    expect(html).toMatch(/name="consent" type="checkbox" value="sim" required checked/);
  });
});

describe('a post from another site', () => {
  it('is refused by its Origin or by Sec-Fetch-Site; a post without either is judged by its content', () => {
    const env = process.env.APP_ORIGIN;
    process.env.APP_ORIGIN = 'https://www.exemplo.adv.br';
    try {
      expect(isCrossSitePost({ origin: 'https://www.exemplo.adv.br', 'sec-fetch-site': 'same-origin' })).toBe(false);
      expect(isCrossSitePost({ origin: 'https://golpe.example' })).toBe(true);
      expect(isCrossSitePost({ origin: 'null' })).toBe(true);
      expect(isCrossSitePost({ 'sec-fetch-site': 'cross-site' })).toBe(true);
      expect(isCrossSitePost({})).toBe(false);
    } finally {
      if (env === undefined) delete process.env.APP_ORIGIN;
      else process.env.APP_ORIGIN = env;
    }
  });
});

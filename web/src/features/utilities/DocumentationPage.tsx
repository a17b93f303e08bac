import { Card, PageHeader } from '../../components/ui/primitives';

const TOPICS: { id: string; title: string; body: string[] }[] = [
  {
    id: 'acesso',
    title: 'Acesso e permissões',
    body: [
      'Cada pessoa vê no menu apenas as seções liberadas por um administrador, em Configurações → Equipe e acessos.',
      'Há dois níveis por seção: leitura e leitura e edição. Quando um acesso muda, ele vale já na próxima ação — não é preciso sair e entrar de novo.',
    ],
  },
  {
    id: 'conflitos',
    title: 'Edições simultâneas',
    body: ['Se duas pessoas editam o mesmo registro, a segunda a salvar recebe um aviso e vê os dados atuais. Nada é sobrescrito sem que você veja.'],
  },
  {
    id: 'datas',
    title: 'Datas, horas e valores',
    body: [
      'Datas aparecem como DD/MM/AAAA e horas no formato 24 h, no horário de Brasília. Valores em reais: R$ 1.234,56.',
      'Prazos processuais em dias são contados em dias úteis (art. 219 do CPC).',
    ],
  },
  {
    id: 'lgpd',
    title: 'Pedidos de titulares (LGPD)',
    body: [
      'Pedidos feitos na página pública de remoção de dados chegam em Configurações com um número de protocolo. Registre a decisão e o que foi feito: a resposta fica guardada para prestação de contas.',
    ],
  },
  {
    id: 'preferencias',
    title: 'Preferências',
    body: ['Em Preferências você escolhe tema claro, escuro ou igual ao sistema, e listas confortáveis ou compactas.'],
  },
  {
    id: 'versao',
    title: 'Atualizações do sistema',
    body: ['Quando uma versão nova é publicada, aparece um aviso para recarregar a página. Seus dados não se perdem.'],
  },
];

/** /Documentation: help for the office's staff, in pt-BR. */
export function DocumentationPage() {
  return (
    <>
      <PageHeader title="Ajuda" description="Como o sistema do escritório funciona no dia a dia." />
      <nav aria-label="Tópicos da ajuda" className="mb-6 flex flex-wrap gap-2 text-sm">
        {TOPICS.map((t) => (
          <a
            key={t.id}
            href={`#${t.id}`}
            className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100 dark:bg-slate-800 dark:text-brand-200"
          >
            {t.title}
          </a>
        ))}
      </nav>
      <div className="flex flex-col gap-5">
        {TOPICS.map((t) => (
          <div key={t.id} id={t.id} className="scroll-mt-20">
            <Card title={t.title}>
              {t.body.map((p) => (
                <p key={p} className="mt-2 first:mt-0 text-slate-700 dark:text-slate-300">
                  {p}
                </p>
              ))}
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}

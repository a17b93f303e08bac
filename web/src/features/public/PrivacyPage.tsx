import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatCep, formatCnpj } from '@office/domain/documents';
import { publicQueries } from '../../api/public';
import { Spinner } from '../../components/ui/Spinner';
import { PublicFrame } from './PublicFrame';

/** /privacidade: the office's LGPD privacy notice, with the controller's identity from the office profile. */
export function PrivacyPage() {
  const query = useQuery(publicQueries.office());
  const o = query.data;
  return (
    <PublicFrame>
      <article className="prose-sm flex flex-col gap-5 leading-relaxed [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc">
        <h1 className="text-2xl font-semibold">Aviso de privacidade</h1>
        <p>Este aviso explica como o escritório trata dados pessoais, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).</p>

        <section aria-labelledby="controlador">
          <h2 id="controlador">Quem é o controlador</h2>
          {query.isPending && <Spinner />}
          {query.isError && <p role="alert">Não foi possível carregar os dados do escritório agora. Tente novamente mais tarde.</p>}
          {o && (
            <p>
              <strong>{o.name}</strong>, CNPJ {formatCnpj(o.cnpj)}, com sede em {o.address.street}, {o.address.number}
              {o.address.complement ? `, ${o.address.complement}` : ''}, {o.address.district}, {o.address.city}/{o.address.state}, CEP{' '}
              {formatCep(o.address.cep)}. Contato: {o.email}.
            </p>
          )}
        </section>

        <section aria-labelledby="finalidades">
          <h2 id="finalidades">Para que usamos os dados</h2>
          <ul>
            <li>Prestar os serviços jurídicos contratados: consultoria, elaboração de documentos e atuação em processos judiciais e administrativos.</li>
            <li>Cumprir obrigações legais e regulatórias, inclusive as do Estatuto da Advocacia e as fiscais.</li>
            <li>Exercer direitos em processos judiciais, administrativos e arbitrais.</li>
            <li>Comunicar-se com clientes sobre o andamento dos seus casos e enviar cobranças de honorários.</li>
            <li>
              Responder a quem escreve pelo formulário de contato do site e avaliar o caso descrito: nome, e-mail, telefone (se informado) e mensagem, guardados
              com o texto da autorização dada e a data em que foi dada.
            </li>
          </ul>
        </section>

        <section aria-labelledby="bases">
          <h2 id="bases">Bases legais</h2>
          <ul>
            <li>Execução de contrato e procedimentos preliminares (art. 7º, V).</li>
            <li>Consentimento, para as mensagens do formulário de contato do site (art. 7º, I); pode ser revogado a qualquer momento.</li>
            <li>Cumprimento de obrigação legal ou regulatória (art. 7º, II).</li>
            <li>Exercício regular de direitos em processo (art. 7º, VI, e art. 11, II, d, para dados sensíveis).</li>
            <li>Legítimo interesse, para comunicações sobre os serviços prestados (art. 7º, IX), sempre respeitando suas expectativas.</li>
          </ul>
        </section>

        <section aria-labelledby="retencao">
          <h2 id="retencao">Por quanto tempo guardamos</h2>
          <p>
            Os dados são mantidos enquanto durar a relação com o cliente e, depois dela, pelo prazo necessário para cumprir obrigações legais e para o exercício
            de direitos — em regra até o fim dos prazos prescricionais aplicáveis (por exemplo, 5 anos após o término do mandato, nos termos do art. 25-A do
            Estatuto da Advocacia). Depois disso, são eliminados ou anonimizados.
          </p>
        </section>

        <section aria-labelledby="direitos">
          <h2 id="direitos">Seus direitos (art. 18 da LGPD)</h2>
          <ul>
            <li>Confirmação da existência de tratamento e acesso aos dados.</li>
            <li>Correção de dados incompletos, inexatos ou desatualizados.</li>
            <li>Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei.</li>
            <li>Portabilidade dos dados a outro fornecedor de serviço.</li>
            <li>Eliminação dos dados tratados com consentimento, salvo as hipóteses de guarda previstas no art. 16.</li>
            <li>Informação sobre compartilhamento com entidades públicas e privadas.</li>
            <li>Informação sobre a possibilidade de não consentir e suas consequências, e revogação do consentimento.</li>
          </ul>
          <p className="mt-2">
            Para exercer esses direitos, use o{' '}
            <Link to="/remocao" className="font-medium text-brand-700 underline dark:text-brand-300">
              formulário de pedido de remoção de dados
            </Link>{' '}
            ou escreva ao encarregado. Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
        </section>

        <section aria-labelledby="encarregado">
          <h2 id="encarregado">Encarregado pelo tratamento de dados (DPO)</h2>
          {o && (
            <p>
              {o.dpoName} —{' '}
              <a href={`mailto:${o.dpoEmail}`} className="text-brand-700 underline dark:text-brand-300">
                {o.dpoEmail}
              </a>
            </p>
          )}
        </section>
      </article>
    </PublicFrame>
  );
}

/** Financeiro → Cobranças: charges a client pays by PIX. */
import { command, created, query, read, slice, updated, write } from './define';
import {
  CHARGE_FIELD_LABELS,
  chargeCancelInput,
  chargeCreateInput,
  chargeListInput,
  chargePayInput,
  chargeReceiptInput,
  chargeReversePaymentInput,
  chargeSendInput,
  type ChargeDetail,
  type ChargeFile,
  type ChargePage,
} from '../charges';
import { getInput } from '../lists';

export const chargesSlice = slice({
  fieldWords: { section: 'finance', labels: CHARGE_FIELD_LABELS },
  operations: {
    'charges-list': query<ChargePage>()(read('finance'), chargeListInput),
    'charges-get': query<ChargeDetail>()(read('finance'), getInput),
    'charges-pdf': query<ChargeFile>()(read('finance'), getInput),
    'charges-receipt': query<ChargeFile>()(read('finance'), chargeReceiptInput),
    'charges-create': command<ChargeDetail>()(write('finance'), chargeCreateInput, 'emitir cobrança', {
      'charges.create': created('Emitiu cobrança'),
      'charges.reserve': updated('Incluiu lançamento em cobrança'),
    }),
    'charges-cancel': command<ChargeDetail>()(write('finance'), chargeCancelInput, 'cancelar cobrança', {
      'charges.cancel': updated('Cancelou cobrança'),
      'charges.release': updated('Liberou lançamento de cobrança cancelada'),
    }),
    'charges-send': command<ChargeDetail>()(write('finance'), chargeSendInput, 'enviar cobrança por e-mail', {
      'charges.send': updated('Enviou cobrança por e-mail'),
    }),
    'charges-pay': command<ChargeDetail>()(write('finance'), chargePayInput, 'registrar pagamento de cobrança', {
      'charges.pay': updated('Registrou pagamento de cobrança'),
    }),
    'charges-reversePayment': command<ChargeDetail>()(write('finance'), chargeReversePaymentInput, 'estornar pagamento de cobrança', {
      'charges.reversePayment': updated('Estornou pagamento de cobrança'),
    }),
  },
});

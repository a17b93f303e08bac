/** Pieces the Cobranças pages share: the status badge, the QR code, the "copia e cola" with its copy button. */
export { ChargeStatusBadge, CopyAndPaste, PixQrCode } from '../../components/records/ChargeParts';

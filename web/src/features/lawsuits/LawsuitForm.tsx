// The form lives with the shared records components: Processos → Intimações opens it too ("Cadastrar processo").
export { EMPTY_LAWSUIT, LawsuitForm, toLawsuitInput } from '../../components/records/LawsuitForm';

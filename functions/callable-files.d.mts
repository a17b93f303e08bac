export declare const CALLABLES_DIR: string;
export interface CallableFile {
  group: string;
  action: string;
  /** `<group>-<action>`, as deployed and as named in CALLABLES. */
  name: string;
  /** Absolute path of the implementation. */
  file: string;
}
export declare function callableFiles(dir?: string): CallableFile[];
export declare function callablesModule(dir?: string): string;

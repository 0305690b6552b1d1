export interface FileDuration {
  project: string;
  file: string;
  ms: number;
  tests: number;
}
export interface SpecDuration {
  file: string;
  title: string;
  ms: number;
}
export declare function playwrightSpecDurations(report: unknown): SpecDuration[];
export declare function slowest<T extends { ms: number }>(rows: T[], count?: number): T[];
export declare function formatVitestFiles(files: FileDuration[], count?: number): string;
export declare function formatPlaywrightSpecs(specs: SpecDuration[], count?: number): string;

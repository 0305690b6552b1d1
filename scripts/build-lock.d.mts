export declare function withBuildLock<T>(lockDir: string, work: () => T, onWait?: () => void): T;

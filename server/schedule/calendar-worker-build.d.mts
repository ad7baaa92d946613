export declare const calendarWorkerEntry: string;
export declare const calendarWorkerBuild: { entryPoints: string[]; bundle: true; platform: 'node'; format: 'cjs'; target: string; legalComments: 'none'; logLevel: 'warning' };

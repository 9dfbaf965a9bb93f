/** The resolution metadata selectors every registered store has, for typing `select( store )`. */
export interface ResolutionSelectors {
	hasFinishedResolution: (selector: string, args?: unknown[]) => boolean;
	isResolving: (selector: string, args?: unknown[]) => boolean;
	hasStartedResolution: (selector: string, args?: unknown[]) => boolean;
}

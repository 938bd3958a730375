 
/**
 * Angular (`@angular/core`, `@angular/forms`, `@angular/platform-browser`) as the guides' Angular
 * and Ionic Angular samples use it: standalone components, injectable services, `inject()` and
 * signals, signal inputs and outputs. Component templates are strings and are not checked. See
 * README.md.
 */
declare module '@angular/core' {
  export function Component(metadata: {
    selector?: string;
    standalone?: boolean;
    imports?: any[];
    template?: string;
    templateUrl?: string;
    styles?: string | string[];
    styleUrl?: string;
    [option: string]: any;
  }): any;
  export function Injectable(options?: { providedIn?: 'root' | 'platform' | 'any' | null }): any;
  export function inject<T>(token: abstract new (...args: any[]) => T): T;

  export interface Signal<T> {
    (): T;
  }
  export interface WritableSignal<T> extends Signal<T> {
    set(value: T): void;
    update(updater: (value: T) => T): void;
    asReadonly(): Signal<T>;
  }
  export function signal<T>(initialValue: T): WritableSignal<T>;
  export function computed<T>(computation: () => T): Signal<T>;
  export function effect(effectFn: (onCleanup: (cleanup: () => void) => void) => void, options?: Record<string, any>): { destroy(): void };

  export type InputSignal<T> = Signal<T>;
  export const input: {
    <T>(): InputSignal<T | undefined>;
    <T>(initialValue: T, options?: Record<string, any>): InputSignal<T>;
    required<T>(options?: Record<string, any>): InputSignal<T>;
  };
  export interface OutputEmitterRef<T> {
    emit(value: T): void;
  }
  export function output<T = void>(options?: Record<string, any>): OutputEmitterRef<T>;

  export interface OnInit {
    ngOnInit(): void;
  }
  export interface OnDestroy {
    ngOnDestroy(): void;
  }
  export type ApplicationConfig = { providers: any[] };
  export function provideZoneChangeDetection(options?: Record<string, any>): any;
}

declare module '@angular/forms' {
  /** Template-driven forms: `ngModel`, `ngSubmit`. */
  export const FormsModule: any;
  export const ReactiveFormsModule: any;
}

declare module '@angular/platform-browser' {
  export function bootstrapApplication(rootComponent: any, options?: { providers: any[] }): Promise<any>;
}

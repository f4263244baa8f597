// @kerb/domain: pure rules and maths shared by the widget and the API. No I/O here.
export * from './enums/index';
export * from './journey/ids';

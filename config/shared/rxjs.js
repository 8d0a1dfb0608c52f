// The part of RxJS the site shares through the import map: what its code uses, and the cheap
// companions of it. The whole library is 20 KB gzip on every page; operators such as merge pull in
// much of it. A name imported from 'rxjs' anywhere must be exported here (add it when a page needs
// it): shared-api/test/shared-rxjs.test.ts checks every import.
export { Observable, Subject, BehaviorSubject, Subscription, fromEvent } from 'rxjs';
export { map, filter, throttleTime, debounceTime, distinctUntilChanged } from 'rxjs/operators';

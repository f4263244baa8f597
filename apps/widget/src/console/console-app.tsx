import { ConsoleUserResponse } from '@kerb/domain/contracts/console';
import { useCallback, useEffect, useState } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { Spinner } from '#ui/spinner';
import { consoleApi, whenSignedOut } from './console-api';
import { FunnelPage } from './funnel/funnel-page';
import { InboxPage } from './leads/inbox-page';
import { LeadPage } from './leads/lead-page';
import { AuditPage } from './audit/audit-page';
import { LenderPage } from './lenders/lender-page';
import { LendersPage } from './lenders/lenders-page';
import { MeContext } from './me';
import { mayOpen } from './pages';
import { PartnerChoiceProvider } from './partner-choice';
import { PartnerEditorPage } from './partners/partner-editor-page';
import { PartnersPage } from './partners/partners-page';
import { ConsoleShell } from './shell';
import { SignInPage } from './sign-in-page';
import { UsersPage } from './users/users-page';
import { WebhooksPage } from './webhooks/webhooks-page';

type Session = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; me: ConsoleUserResponse };

// Issue 36: the console at /console. Who is signed in is asked of the API once (the cookie is HttpOnly);
// every page below the shell knows the user through MeContext.
export function ConsoleApp() {
  return (
    <Router base="/console">
      <Signed />
    </Router>
  );
}

function Signed() {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [location, navigate] = useLocation();
  const signedOut = useCallback(() => setSession({ state: 'signed-out' }), []);

  useEffect(() => {
    whenSignedOut(signedOut);
    consoleApi.get('/api/console/me', { schema: ConsoleUserResponse, ignoreUnauthorized: true })
      .then((me) => setSession({ state: 'signed-in', me }), signedOut);
  }, [signedOut]);

  if (session.state === 'checking') {
    return <main className="console-loading" aria-busy="true"><Spinner /><span>Opening the console…</span></main>;
  }
  if (session.state === 'signed-out') {
    return (
      <SignInPage
        onSignedIn={(me) => {
          setSession({ state: 'signed-in', me });
          if (location === '/' || location === '/sign-in') navigate('/leads');
        }}
      />
    );
  }
  return (
    <MeContext.Provider value={session.me}>
      <PartnerChoiceProvider>
      <ConsoleShell onSignedOut={signedOut}>
        <Switch>
          <Route path="/leads" component={InboxPage} />
          <Route path="/leads/:id">{(params) => <LeadPage id={params.id} />}</Route>
          <Route path="/funnel" component={FunnelPage} />
          {mayOpen(session.me.role, '/partners') && <Route path="/partners" component={PartnersPage} />}
          {mayOpen(session.me.role, '/partners') && <Route path="/partners/:id">{(params) => <PartnerEditorPage id={params.id} />}</Route>}
          {mayOpen(session.me.role, '/lenders') && <Route path="/lenders" component={LendersPage} />}
          {mayOpen(session.me.role, '/lenders') && <Route path="/lenders/:id">{(params) => <LenderPage id={params.id} />}</Route>}
          {mayOpen(session.me.role, '/users') && <Route path="/users" component={UsersPage} />}
          {mayOpen(session.me.role, '/webhooks') && <Route path="/webhooks" component={WebhooksPage} />}
          {mayOpen(session.me.role, '/audit') && <Route path="/audit" component={AuditPage} />}
          <Route><Redirect to="/leads" replace /></Route>
        </Switch>
      </ConsoleShell>
      </PartnerChoiceProvider>
    </MeContext.Provider>
  );
}

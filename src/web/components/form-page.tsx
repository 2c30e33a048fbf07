import type { ReactNode } from 'react';
import { Logo } from './logo.js';
import { Card, CardContent, CardHeader } from './ui/card.js';

interface FormPageProps {
  title: string;
  intro: ReactNode;
  /** Beside the logo, such as Log out. */
  headerAction?: ReactNode;
  children: ReactNode;
}

/** A page outside the app shell that holds one form in a card: registration, password pages. */
export function FormPage({ title, intro, headerAction, children }: FormPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between p-4 sm:p-6">
        <Logo />
        {headerAction}
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-12">
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-slate-700">{intro}</p>
          </CardHeader>
          <CardContent className="grid gap-4">{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}

import { jsx as _jsx } from "react/jsx-runtime";
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { scheduleVersionCheck } from '@/lib/version-check';
import { verifySessionOnStart } from '@/features/auth/verify-on-start';
import { AppProviders } from './providers';
import { createRouter } from './router';
import '@/app/styles/global.css';
export function App() {
    const [router] = useState(createRouter);
    useEffect(() => scheduleVersionCheck(), []);
    useEffect(() => verifySessionOnStart(), []);
    return (_jsx(AppProviders, { children: _jsx(RouterProvider, { router: router }) }));
}

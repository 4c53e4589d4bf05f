void import('./bootstrap');

import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from './Logo';
import { NavDropdown } from './NavDropdown';
import { isGroup, mainNavigation } from './navigation';
import { ButtonLink } from '../components/ButtonLink';
import './header.css';

/** Sticky top bar with dropdown groups and, on small screens, a toggle menu (spec §2). */
export function Header() {
  const location = useLocation();
  // The mobile menu stays open only on the location it was opened at: any navigation closes it.
  const here = location.pathname + location.hash;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === here;
  const setMenuOpen = (update: (open: boolean) => boolean) => setOpenAt(update(menuOpen) ? here : null);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        {/* A tapped link closes the menu even when it points at the page already shown. */}
        <nav
          id="main-navigation"
          className="site-nav"
          data-open={menuOpen}
          aria-label="Main"
          onClick={(event) => (event.target as Element).closest('a') && setOpenAt(null)}
        >
          <ul className="site-nav__list">
            {mainNavigation.map((entry) =>
              isGroup(entry) ? (
                <NavDropdown key={entry.label} group={entry} />
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to} className="nav-link" end>
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <ButtonLink to="/get-started" look="primary" className="site-nav__cta">Get Started</ButtonLink>
        </nav>
      </div>
    </header>
  );
}

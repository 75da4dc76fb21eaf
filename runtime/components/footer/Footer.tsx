import { useLayoutData } from '../../routing/layout-data.ts'
import { DataLink } from '../header/DataLink.tsx'
import { ServiceIcon } from './ServiceIcon.tsx'
import './footer.css'

/** Site footer from the footer template: service guarantees, link columns, copyright and ICP. */
export function Footer() {
  const { services, columns, copyright, icp } = useLayoutData().footer.params

  return (
    <footer className="mf-footer">
      {services.length > 0 && (
        <div className="mf-footer__services">
          <ul className="mf-container mf-footer__service-list">
            {services.map((service, i) => (
              <li key={service.title} className="mf-footer__service">
                <ServiceIcon index={i} />
                <span className="mf-footer__service-text">
                  <strong>{service.title}</strong>
                  <span>{service.desc}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {columns.length > 0 && (
        <nav className="mf-container mf-footer__columns" aria-label="帮助中心">
          {columns.map((column) => (
            <section key={column.title} className="mf-footer__column">
              <h2 className="mf-footer__column-title">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.title}-${link.href}`}>
                    <DataLink className="mf-footer__link" href={link.href}>
                      {link.title}
                    </DataLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
      <div className="mf-footer__legal">
        <div className="mf-container">
          {copyright && <p>{copyright}</p>}
          {icp && (
            <p>
              <a className="mf-footer__link" href="https://beian.miit.gov.cn/" rel="noopener noreferrer">
                {icp}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  )
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/entrymenu.h"

#include "boardrenderer.h"
#include "browser/catalogmodel.h"
#include "browser/orbitview.h"
#include "solutioncatalog.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>

namespace nq {

namespace {

QString entryText(const SolutionCatalog &catalog, std::int64_t entry)
{
    return CatalogModel::entryText(&catalog, entry);
}

} // namespace

EntryMenu::EntryMenu(QWidget *parent) : QObject(parent), m_parent(parent) { }

void EntryMenu::copyPlacement(const SolutionCatalog &catalog, std::int64_t entry)
{
    QGuiApplication::clipboard()->setText(entryText(catalog, entry));
}

void EntryMenu::copyBoard(const SolutionCatalog &catalog, std::int64_t entry)
{
    BoardPicture picture;
    picture.board = catalog.solution(entry);
    if (catalog.isSquareSets()) {
        picture.board.assign(std::size_t(catalog.n()), -1);
        picture.squareSet = true;
        picture.queens = catalog.squares(entry);
    }
    auto *data = new QMimeData;
    data->setImageData(BoardRenderer::image(picture, 512));
    data->setText(entryText(catalog, entry));
    QGuiApplication::clipboard()->setMimeData(data);
}

OrbitView *EntryMenu::showImages(const SolutionCatalog &catalog, std::int64_t entry,
                                 const QString &name)
{
    auto *view = new OrbitView(m_parent);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->setObjectName(QStringLiteral("orbitView"));
    view->setBoard(catalog.squares(entry), catalog.n(), catalog.isSquareSets(), name, m_theme);
    view->show();
    return view;
}

QMenu *EntryMenu::menuFor(std::shared_ptr<const SolutionCatalog> catalog, std::int64_t entry,
                          const QString &name)
{
    auto *menu = new QMenu(m_parent);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QAction *text = menu->addAction(tr("Copy &Placement"), this,
                                    [catalog, entry] { copyPlacement(*catalog, entry); });
    text->setObjectName(QStringLiteral("copyPlacement"));
    text->setToolTip(entryText(*catalog, entry));
    QAction *board = menu->addAction(tr("Copy &Board"), this,
                                     [catalog, entry] { copyBoard(*catalog, entry); });
    board->setObjectName(QStringLiteral("copyBoard"));
    QAction *save
        = menu->addAction(tr("&Export…"), this, [this, entry] { emit exportRequested(entry); });
    save->setObjectName(QStringLiteral("exportBoard"));
    menu->addSeparator();
    QAction *images
        = menu->addAction(tr("Show Its Eight &Images"), this,
                          [this, catalog, entry, name] { showImages(*catalog, entry, name); });
    images->setObjectName(QStringLiteral("showImages"));
    return menu;
}

} // namespace nq

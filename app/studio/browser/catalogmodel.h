// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogfilter.h"
#include "solutioncatalog.h"
#include "theme.h"

#include <QAbstractItemModel>
#include <QCache>
#include <QPixmap>

#include <memory>

namespace nq {

/**
 * The solutions of a catalogue as a virtual model: nothing is stored per row, so 2.3 million
 * solutions list as fast as 92. Either the classes with their members as children, or every
 * solution in a flat list; thumbnails are drawn when a row is shown and kept in a small cache.
 */
class CatalogModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum class Mode { Classes, AllSolutions };
    /// SolutionRole: the entry's number; ClassRole: its class; NameRole: the first line of the
    /// row ("Class 3: 8 solutions"), above the queens as text (entryText).
    enum Role { SolutionRole = Qt::UserRole + 1, ClassRole, NameRole };

    explicit CatalogModel(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const SolutionCatalog> catalog);
    const SolutionCatalog *catalog() const { return m_catalog.get(); }
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    /// Shows only what the selection keeps (made by CatalogFilterRun from this catalogue);
    /// null shows everything.
    void setSelection(std::shared_ptr<const CatalogSelection> selection);
    const CatalogSelection *selection() const { return m_selection.get(); }
    /// The row of a solution in the current view (invalid if filtered out).
    QModelIndex indexOfSolution(std::int64_t solution) const;
    /// The row of class k (invalid if filtered out), in either mode (a flat list: its
    /// representative, or its first member kept).
    QModelIndex indexOfClass(std::int64_t k) const;
    /// The colours of the thumbnails (the window's theme).
    void setTheme(const Theme &theme);
    /// The side of the thumbnails, in pixels.
    void setThumbnailSize(int side);
    int thumbnailSize() const { return m_thumbnail; }
    static constexpr int kThumbnail = 56;
    static constexpr int kMinThumbnail = 32;
    static constexpr int kMaxThumbnail = 192;
    /// The entry's queens as text: a placement's columns from 1 ("2 4 6 8 3 1 7 5"), a
    /// set's squares as (row, column).
    QString entryText(std::int64_t entry) const { return entryText(m_catalog.get(), entry); }
    static QString entryText(const SolutionCatalog *catalog, std::int64_t entry);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::int64_t classAt(int row) const;
    /// The catalogue's member number of the row-th member shown of class row `classRow`.
    int memberAt(int classRow, int row) const;
    std::int64_t solutionAt(const QModelIndex &index) const;
    QPixmap thumbnail(std::int64_t solution) const;

    std::shared_ptr<const SolutionCatalog> m_catalog;
    Mode m_mode = Mode::Classes;
    std::shared_ptr<const CatalogSelection> m_selection;
    int m_thumbnail = kThumbnail;
    Theme m_theme = Theme::of(Theme::Light);
    mutable QCache<std::int64_t, QPixmap> m_thumbnails { 8192 }; // cost: kilobytes
};

} // namespace nq

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "solutioncatalog.h"

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
    enum Role { SolutionRole = Qt::UserRole + 1, ClassRole };

    explicit CatalogModel(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const SolutionCatalog> catalog);
    const SolutionCatalog *catalog() const { return m_catalog.get(); }
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    /// Only classes symmetric under a half or quarter turn (and their solutions).
    void setSymmetricOnly(bool on);
    bool symmetricOnly() const { return m_symmetricOnly; }
    /// The row of a solution in the current view (invalid if filtered out).
    QModelIndex indexOfSolution(std::int64_t solution) const;
    static constexpr int kThumbnail = 56;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void rebuildFilter();
    std::int64_t classAt(int row) const;
    std::int64_t solutionAt(const QModelIndex &index) const;
    QPixmap thumbnail(std::int64_t solution) const;

    std::shared_ptr<const SolutionCatalog> m_catalog;
    Mode m_mode = Mode::Classes;
    bool m_symmetricOnly = false;
    std::vector<std::uint32_t> m_classes; // visible classes when filtered
    std::vector<std::uint32_t> m_solutions; // visible solutions when filtered (flat mode)
    mutable QCache<std::int64_t, QPixmap> m_thumbnails { 8192 }; // cost: kilobytes
};

} // namespace nq

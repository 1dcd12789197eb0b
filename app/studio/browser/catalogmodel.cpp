// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/catalogmodel.h"

#include "boardrenderer.h"
#include "queenstext.h"

namespace nq {

CatalogModel::CatalogModel(QObject *parent) : QAbstractItemModel(parent) { }

void CatalogModel::setCatalog(std::shared_ptr<const SolutionCatalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    m_thumbnails.clear();
    m_selection.reset();
    endResetModel();
}

void CatalogModel::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    beginResetModel();
    m_mode = mode;
    endResetModel();
}

void CatalogModel::setSelection(std::shared_ptr<const CatalogSelection> selection)
{
    beginResetModel();
    m_selection = std::move(selection);
    endResetModel();
}

void CatalogModel::setTheme(const Theme &theme)
{
    m_theme = theme;
    m_thumbnails.clear();
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, 0), { Qt::DecorationRole });
}

void CatalogModel::setThumbnailSize(int side)
{
    side = std::clamp(side, kMinThumbnail, kMaxThumbnail);
    if (side == m_thumbnail)
        return;
    m_thumbnail = side;
    m_thumbnails.clear();
    emit layoutAboutToBeChanged();
    emit layoutChanged();
}

std::int64_t CatalogModel::classAt(int row) const
{
    return m_selection ? m_selection->classes[std::size_t(row)] : row;
}

int CatalogModel::memberAt(int classRow, int row) const
{
    if (!m_selection)
        return row;
    const std::uint8_t kept = m_selection->members[std::size_t(classRow)];
    for (int j = 0; j < 8; ++j) {
        if ((kept & (1u << j)) && row-- == 0)
            return j;
    }
    return 0;
}

QModelIndex CatalogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    // Top-level rows carry id 0; a member row carries its class row + 1.
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex CatalogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (!m_catalog || parent.column() > 0)
        return 0;
    if (!parent.isValid()) {
        if (m_mode == Mode::AllSolutions)
            return int(m_selection ? m_selection->entries.size() : m_catalog->solutionCount());
        return int(m_selection ? m_selection->classCount() : m_catalog->classCount());
    }
    if (m_catalog->isClassesOnly())
        return 0; // a class's row is its representative; its other boards are not listed
    if (m_mode == Mode::Classes && parent.internalId() == 0)
        return m_selection ? std::popcount(m_selection->members[std::size_t(parent.row())])
                           : m_catalog->symmetryClass(classAt(parent.row())).size;
    return 0;
}

int CatalogModel::columnCount(const QModelIndex &) const
{
    return 1;
}

std::int64_t CatalogModel::solutionAt(const QModelIndex &index) const
{
    if (m_mode == Mode::AllSolutions)
        return m_selection ? m_selection->entries[std::size_t(index.row())] : index.row();
    if (index.internalId() == 0)
        return m_catalog->member(classAt(index.row()), memberAt(index.row(), 0));
    const int classRow = int(index.internalId() - 1);
    return m_catalog->member(classAt(classRow), memberAt(classRow, index.row()));
}

QModelIndex CatalogModel::indexOfSolution(std::int64_t solution) const
{
    if (!m_catalog || solution < 0 || solution >= m_catalog->solutionCount())
        return {};
    const std::uint32_t k = m_catalog->classOf(solution);
    int row = int(solution);
    if (m_selection) {
        const auto &entries = m_selection->entries;
        const auto it = std::lower_bound(entries.begin(), entries.end(), std::uint32_t(solution));
        if (it == entries.end() || *it != std::uint32_t(solution))
            return {};
        row = int(it - entries.begin());
    }
    if (m_mode == Mode::AllSolutions)
        return index(row, 0);
    const QModelIndex parentIndex = indexOfClass(k);
    for (int j = 0; j < rowCount(parentIndex); ++j) {
        const QModelIndex child = index(j, 0, parentIndex);
        if (solutionAt(child) == solution)
            return child;
    }
    return parentIndex;
}

QModelIndex CatalogModel::indexOfClass(std::int64_t k) const
{
    if (!m_catalog || k < 0 || k >= m_catalog->classCount())
        return {};
    int classRow = int(k);
    if (m_selection) {
        const auto &classes = m_selection->classes;
        const auto it = std::lower_bound(classes.begin(), classes.end(), std::uint32_t(k));
        if (it == classes.end() || *it != std::uint32_t(k))
            return {};
        classRow = int(it - classes.begin());
    }
    if (m_mode == Mode::Classes)
        return index(classRow, 0);
    // A flat list: the first member of the class that is shown.
    std::int64_t first = -1;
    for (int j = 0; j < m_catalog->symmetryClass(k).members(); ++j) {
        const std::int64_t m = m_catalog->member(k, j);
        const bool shown
            = !m_selection || (m_selection->members[std::size_t(classRow)] & (1u << j));
        if (shown && (first < 0 || m < first))
            first = m;
    }
    return first < 0 ? QModelIndex() : indexOfSolution(first);
}

QString CatalogModel::entryText(const SolutionCatalog *catalog, std::int64_t entry)
{
    if (!catalog || entry < 0 || entry >= catalog->solutionCount())
        return {};
    if (!catalog->isSquareSets())
        return placementToText(catalog->solution(entry));
    return squaresToText(catalog->squares(entry)); // as Queens at: and nqueens read it
}

QPixmap CatalogModel::thumbnail(std::int64_t solution) const
{
    if (QPixmap *cached = m_thumbnails.object(solution))
        return *cached;
    BoardPicture picture;
    picture.board = m_catalog->solution(solution);
    picture.coordinates = false;
    picture.theme = m_theme;
    if (m_catalog->isSquareSets()) {
        picture.board.assign(std::size_t(m_catalog->n()), -1);
        picture.squareSet = true;
        picture.queens = m_catalog->squares(solution);
    }
    auto *pixmap = new QPixmap(QPixmap::fromImage(BoardRenderer::image(picture, m_thumbnail)));
    m_thumbnails.insert(solution, pixmap,
                        std::max<qsizetype>(1, pixmap->width() * pixmap->height() * 4 / 1024));
    return *pixmap;
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_catalog)
        return {};
    if (role == Qt::DisplayRole)
        return data(index, NameRole).toString() + u'\n' + entryText(solutionAt(index));
    const std::int64_t solution = solutionAt(index);
    const std::int64_t k = m_catalog->classOf(solution);
    const SolutionClass &c = m_catalog->symmetryClass(k);
    const bool classRow = m_mode == Mode::Classes && index.internalId() == 0;
    const bool sets = m_catalog->isSquareSets();
    auto squaresText = [&] { return squaresToText(m_catalog->squares(solution)); };
    if (sets && (role == NameRole || role == Qt::ToolTipRole)) {
        QString mark;
        if (c.quarterTurn() && m_catalog->n() > 1)
            mark = tr("  ⟳ symmetric under a quarter turn");
        else if (c.halfTurn() && m_catalog->n() > 1)
            mark = tr("  ⟲ symmetric under a half turn");
        // How the member comes from the representative: the words the caption uses for a pair.
        const Transform t = Symmetry::inverse(m_catalog->transformOf(solution));
        if (role == Qt::ToolTipRole)
            return t == Transform::Identity || classRow
                ? tr("Queens on %1 (row, column)").arg(squaresText())
                : tr("Queens on %1 (row, column): the representative %2")
                      .arg(squaresText(), Symmetry::name(t));
        if (classRow)
            return (c.size == 1 ? tr("Class %L1: 1 set").arg(k + 1)
                                : tr("Class %L1: %2 sets").arg(k + 1).arg(c.size))
                + mark;
        if (m_mode == Mode::AllSolutions)
            return tr("Set %L1 (class %L2)").arg(solution + 1).arg(k + 1);
        if (t == Transform::Identity)
            return tr("Set %L1: the representative").arg(solution + 1);
        return tr("Set %L1: the representative %2").arg(solution + 1).arg(Symmetry::name(t));
    }
    switch (role) {
    case NameRole: {
        if (classRow) {
            QString mark;
            if (c.quarterTurn() && m_catalog->n() > 1)
                mark = tr("  ⟳ symmetric under a quarter turn");
            else if (c.halfTurn() && m_catalog->n() > 1)
                mark = tr("  ⟲ symmetric under a half turn");
            return tr("Class %L1: %2 solutions").arg(k + 1).arg(c.size) + mark;
        }
        if (m_mode == Mode::AllSolutions)
            return tr("Solution %L1 (class %L2)").arg(solution + 1).arg(k + 1);
        const Transform t = Symmetry::inverse(m_catalog->transformOf(solution));
        if (t == Transform::Identity)
            return tr("Solution %L1: the representative").arg(solution + 1);
        return tr("Solution %L1: the representative %2").arg(solution + 1).arg(Symmetry::name(t));
    }
    case Qt::DecorationRole:
        return thumbnail(solution);
    case Qt::ToolTipRole:
        if (classRow)
            return tr("Representative: %1").arg(placementToText(m_catalog->solution(solution)));
        if (m_catalog->transformOf(solution) != Transform::Identity)
            return tr("Columns %1: the representative %2")
                .arg(placementToText(m_catalog->solution(solution)),
                     Symmetry::name(Symmetry::inverse(m_catalog->transformOf(solution))));
        return tr("Columns %1").arg(placementToText(m_catalog->solution(solution)));
    case SolutionRole:
        return qint64(solution);
    case ClassRole:
        return qint64(k);
    default:
        return {};
    }
}

} // namespace nq

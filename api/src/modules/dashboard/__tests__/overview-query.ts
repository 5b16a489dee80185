/** Every field of the overview, as the web asks for it. */
export const OVERVIEW_QUERY = `
  query DashboardOverview {
    dashboardOverview {
      subscription { plan isActive templateSaves templateSavesUsed currentPeriodEnd cancelAtPeriodEnd }
      hireRequests { total pending inSelection active completed cancelled }
      hireSpending { currency amount }
      expert {
        applications { total pending accepted rejected withdrawn }
        completedProjects ratingCount averageRating
      }
      unreadNotifications
    }
  }`;
